import { createSocket } from 'node:dgram';

/**
 * A DNS server for one test (tests/e2e/nginx-replicas.spec.ts): it answers A questions for `name` with `addresses`,
 * which the test changes as Docker's DNS would when a replica joins, and refuses every other question. UDP
 * on 127.0.0.1, a free port. Only what nginx's resolver asks: one question, class IN.
 */
export interface DnsStandIn {
  port: number;
  addresses: string[];
  stop(): Promise<void>;
}

export async function startDns(name: string): Promise<DnsStandIn> {
  const socket = createSocket('udp4');
  const standIn: DnsStandIn = {
    port: 0,
    addresses: [],
    stop: () => new Promise((done) => socket.close(() => done())),
  };
  socket.on('message', (query, peer) => {
    // Header (12 bytes), then the question: labels up to a zero byte, type, class.
    let at = 12;
    const labels: string[] = [];
    while (at < query.length && query[at] !== 0) {
      const length = query[at] ?? 0;
      labels.push(query.subarray(at + 1, at + 1 + length).toString('ascii'));
      at += length + 1;
    }
    const questionEnd = at + 5;
    const type = query.readUInt16BE(at + 1);
    const known = labels.join('.').toLowerCase() === name && type === 1;
    const answers = known ? standIn.addresses : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2); // a response, recursion available; else NXDOMAIN
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      record.writeUInt16BE(1, 2); // A
      record.writeUInt16BE(1, 4); // IN
      record.writeUInt32BE(1, 6); // TTL 1 s
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((octet, index) => record.writeUInt8(Number(octet), 12 + index));
      return record;
    });
    socket.send(
      Buffer.concat([header, query.subarray(12, questionEnd), ...records]),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((done) => socket.bind(0, '127.0.0.1', done));
  standIn.port = socket.address().port;
  return standIn;
}
