import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The telemetry service the dev and preview servers proxy `/log/*` and `/analytics/*` to, as the CDN does.
const telemetry = process.env.TELEMETRY_ORIGIN ?? 'http://127.0.0.1:4100';
const proxy = { '/log': telemetry, '/analytics': telemetry };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
