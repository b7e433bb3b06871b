/**
 * A tiny zip writer for tests: it writes local headers, central directory and end record by hand
 * so that tests can forge what real tools refuse to write (false sizes, symlinks, traversal
 * names, central entries sharing one local header). Not for production use.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export type ForgedEntry = {
  name: string;
  data?: Buffer;
  /** 0 stored, 8 deflated (default 8). */
  method?: 0 | 8;
  /** Lie about the uncompressed size in both headers. */
  declaredSize?: number;
  /** Unix mode, written in the external attributes with "made by Unix". */
  unixMode?: number;
  /** Point this central entry at the local header of an earlier entry (overlap bomb). */
  sameDataAs?: number;
};

export type ForgeOptions = {
  /** Lie about the number of entries in the end record. */
  declaredCount?: number;
};

/** Builds a zip archive from forged entries. */
export function forgeZip(entries: ForgedEntry[], options: ForgeOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const offsets: number[] = [];
  const records: { compressed: number; size: number; crc: number; method: number }[] = [];
  let offset = 0;
  entries.forEach((entry) => {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.method ?? 8;
    const payload = method === 8 ? deflateRawSync(data) : data;
    const size = entry.declaredSize ?? data.length;
    const crc = crc32(data);
    let localOffset = offset;
    let record: { compressed: number; size: number; crc: number; method: number } = {
      compressed: payload.length,
      size,
      crc,
      method,
    };
    if (entry.sameDataAs !== undefined) {
      localOffset = offsets[entry.sameDataAs] ?? 0;
      record = records[entry.sameDataAs] ?? record;
    } else {
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6);
      local.writeUInt16LE(method, 8);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(payload.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      locals.push(local, name, payload);
      offset += local.length + name.length + payload.length;
    }
    offsets.push(localOffset);
    records.push(record);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(record.method, 10);
    central.writeUInt32LE(record.crc, 16);
    central.writeUInt32LE(record.compressed, 20);
    central.writeUInt32LE(record.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(localOffset, 42);
    centrals.push(central, name);
  });
  const centralStart = offset;
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.declaredCount ?? entries.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A minimal DOCX-looking zip: only the part names matter for sniffing. */
export function forgeDocx(text: string): Buffer {
  return forgeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from(`<w:document><w:body><w:t>${text}</w:t></w:body></w:document>`) },
  ]);
}

export const samplePdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
