import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Postgres asks a relation file's size with `lseek(fd, 0, SEEK_END)` every time it plans a query
 * (each table and each of its indexes) and before each sequential scan. On a data directory PGlite's
 * file system answers that with a host `fstat` per call; under load that was a quarter of the
 * server's CPU on a list page (ADR 042). PGlite owns its data directory (one process, a lock file),
 * so every change of a file's size passes through its file system: this keeps the size per open file
 * node, grows it on each write, forgets it on any size change by truncation or allocation, and
 * forgets every size on a rename or an unlink (node identities may be reused or shadowed then).
 * Reads of the cache are exact, never estimates: a miss asks the host as before.
 */

interface FsNode {
  mode: number;
}
interface Stream {
  node: FsNode;
  nfd: number;
  position: number;
}
type Fn = (...args: never[]) => unknown;
interface Emscripten {
  FS: { isFile(mode: number): boolean; ErrnoError: new (errno: number) => Error };
  NODEFS: { stream_ops: Record<string, Fn>; node_ops: Record<string, Fn> };
}

const EINVAL = 28;
const SEEK_END = 2;
const patched = new WeakSet<object>();

export function cacheFileSizes(client: PGlite): void {
  const mod = (client as unknown as { Module?: Partial<Emscripten> }).Module;
  const FS = mod?.FS;
  const NODEFS = mod?.NODEFS;
  // In-memory databases (tests) have no host files; a different build of the library is left alone.
  if (!FS || !NODEFS?.stream_ops?.llseek || !NODEFS.stream_ops.write || patched.has(NODEFS.stream_ops)) return;
  patched.add(NODEFS.stream_ops);
  let sizes = new WeakMap<FsNode, number>();
  const forgetAll = () => {
    sizes = new WeakMap();
  };
  const stream = NODEFS.stream_ops as unknown as Record<string, (...args: unknown[]) => unknown>;
  const node = NODEFS.node_ops as unknown as Record<string, (...args: unknown[]) => unknown>;

  const llseek = stream.llseek;
  stream.llseek = (s: unknown, offset: unknown, whence: unknown) => {
    const st = s as Stream;
    if (whence !== SEEK_END || !FS.isFile(st.node.mode)) return llseek(s, offset, whence);
    let size = sizes.get(st.node);
    if (size === undefined) {
      size = fs.fstatSync(st.nfd).size;
      sizes.set(st.node, size);
    }
    const position = size + (offset as number);
    if (position < 0) throw new FS.ErrnoError(EINVAL);
    return position;
  };

  const write = stream.write;
  stream.write = (s: unknown, buffer: unknown, offset: unknown, length: unknown, position: unknown) => {
    const st = s as Stream;
    const written = write(s, buffer, offset, length, position) as number;
    const known = sizes.get(st.node);
    if (known !== undefined) {
      const end = (typeof position === 'number' ? position : st.position) + written;
      if (end > known) sizes.set(st.node, end);
    }
    return written;
  };

  // Truncation and fallocate reach the file through setattr (by stream or by node).
  const streamSetattr = stream.setattr;
  if (streamSetattr)
    stream.setattr = (s: unknown, attr: unknown) => {
      sizes.delete((s as Stream).node);
      try {
        return streamSetattr(s, attr);
      } finally {
        sizes.delete((s as Stream).node);
      }
    };
  const nodeSetattr = node.setattr;
  if (nodeSetattr)
    node.setattr = (n: unknown, attr: unknown) => {
      sizes.delete(n as FsNode);
      try {
        return nodeSetattr(n, attr);
      } finally {
        sizes.delete(n as FsNode);
      }
    };
  for (const op of ['rename', 'unlink', 'rmdir'] as const) {
    const original = node[op];
    if (!original) continue;
    node[op] = (...args: unknown[]) => {
      forgetAll();
      try {
        return original(...args);
      } finally {
        forgetAll();
      }
    };
  }
}
