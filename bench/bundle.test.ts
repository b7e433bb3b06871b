import { describe, expect, it } from 'vitest';
import { staticClosure } from './bundle.ts';

describe('staticClosure', () => {
  it('follows static imports and leaves dynamic imports (lazy chunks) out', () => {
    const files: Record<string, string> = {
      'assets/index.js': 'import{a as b}from"./vendor.js";import"./side.js";const l=()=>import("./editor.js");',
      'assets/vendor.js': 'export const a=1;import{c}from"./deep.js"',
      'assets/side.js': '',
      'assets/deep.js': 'export const c=2',
      'assets/editor.js': 'import{a}from"./vendor.js"',
    };
    expect(staticClosure('assets/index.js', (f) => files[f]!).sort()).toEqual([
      'assets/deep.js',
      'assets/index.js',
      'assets/side.js',
      'assets/vendor.js',
    ]);
  });
});
