import { createSocket } from 'node:dgram';

/**
 * A DNS server on 127.0.0.1 that knows a name only from when it is told (`add`), as a container
 * network learns a backend's name once that container starts: before, every question about it is
 * NXDOMAIN; after, A answers its IPv4 address and other types answer no data. Only what nginx's
 * resolver asks (one question, over UDP) is understood.
 */
export const startDnsServer = async () => {
  const known = new Map<string, string>();
  const socket = createSocket('udp4');

  const answer = (query: Buffer): Buffer | null => {
    if (query.length < 17) return null;
    let end = 12;
    const labels: string[] = [];
    while (end < query.length && query[end] !== 0) {
      const length = query[end] ?? 0;
      labels.push(query.subarray(end + 1, end + 1 + length).toString('latin1'));
      end += length + 1;
    }
    if (end + 5 > query.length) return null;
    const type = query.readUInt16BE(end + 1);
    const question = query.subarray(12, end + 5);
    const address = known.get(labels.join('.').toLowerCase());
    const records = address !== undefined && type === 1 ? [address] : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // A response (QR), recursion desired as asked, available; NXDOMAIN (3) for a name it does not know.
    header.writeUInt16BE(0x8080 | (query.readUInt16BE(2) & 0x0100) | (address === undefined ? 3 : 0), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(records.length, 6);
    const answers = records.map((ip) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the question's name
      record.writeUInt16BE(1, 2); // A
      record.writeUInt16BE(1, 4); // IN
      record.writeUInt32BE(1, 6); // TTL: 1 s
      record.writeUInt16BE(4, 10);
      ip.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
      return record;
    });
    return Buffer.concat([header, question, ...answers]);
  };

  socket.on('message', (query, peer) => {
    const response = answer(query);
    if (response) socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));

  return {
    /** For nginx's resolver directive. */
    address: `127.0.0.1:${socket.address().port}`,
    add: (name: string, ipv4: string) => void known.set(name.toLowerCase(), ipv4),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
};
