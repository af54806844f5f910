import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser (runs before the first paint), `useEffect` during the prerender, where
 * neither runs and React warns about the layout one.
 */
export const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;
