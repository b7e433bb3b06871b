import { Tiktoken } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';

let encoder: Tiktoken | undefined;

/** Tokens in a text under cl100k_base (the ranks ship inside js-tiktoken; nothing is downloaded). */
export function countTokens(text: string): number {
  encoder ??= new Tiktoken(cl100kBase);
  return encoder.encode(text).length;
}
