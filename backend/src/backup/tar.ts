/**
 * The smallest tar (ustar) the backup needs: regular files with names under 100 bytes, written
 * and read by us alone. No dependency, and `tar -tzf` still lists an archive for a human.
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  bytes: Uint8Array;
}

/** The 512-byte header and the padded body of one file. */
export function tarEntry(name: string, bytes: Uint8Array, mtime: Date): Buffer[] {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 99) throw new Error(`Archive entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(header, 0);
  writeOctal(header, 100, 8, 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, bytes.byteLength);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  header.write('0', 156, 'latin1');
  header.write('ustar\u000000', 257, 'latin1');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1');
  const padding = (BLOCK - (bytes.byteLength % BLOCK)) % BLOCK;
  return [
    header,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    Buffer.alloc(padding),
  ];
}

/** Two empty blocks end a tar. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2, 0);

export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

/** Every file of an uncompressed tar; throws on a header whose checksum does not hold. */
export function readTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const expected = readOctal(header, 148, 8);
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) {
      sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
    }
    if (sum !== expected) throw new TarFormatError(`damaged entry header at byte ${offset}`);
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = readOctal(header, 124, 12);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new TarFormatError(`entry ${name} is cut short`);
    entries.push({ name, bytes: tar.subarray(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarFormatError('the archive ends without its end marker');
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, 'latin1');
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header
    .toString('latin1', offset, offset + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('damaged entry header');
  return Number.parseInt(text, 8);
}
