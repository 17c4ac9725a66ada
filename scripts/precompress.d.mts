// Types for precompress.mjs (a plain script module, imported by the Vite config and the tests).
import type { Plugin } from 'vite';

export const MIN_BYTES: number;
export const COMPRESSIBLE: RegExp;
export function precompressDir(dir: string): Promise<{ file: string; raw: number; bytes: number }[]>;
export function precompressPlugin(): Plugin;
