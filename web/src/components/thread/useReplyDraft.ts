// The text of a reply being written, checked as the server checks it (common/text-count.ts: code
// points after trimming, up to the contract's maximum) before it is sent.
import { useState } from 'react';
import { countChars } from '@common/text-count';

export interface ReplyDraftTexts {
  /** Shown when there is nothing to send. */
  required: string;
  /** Shown when the text is over the maximum. */
  tooLong: string;
}

export interface ReplyDraft {
  text: string;
  setText: (text: string) => void;
  /** Characters as the server counts them. */
  length: number;
  max: number;
  /** Why the text cannot be sent (shown in place of the count), or null. */
  problem: string | null;
  setProblem: (problem: string | null) => void;
  /** The text to send, trimmed; null (and the problem shown) when it cannot be sent. */
  take: () => string | null;
  /** Empties the box once the reply is sent. */
  clear: () => void;
}

export function useReplyDraft(max: number, texts: ReplyDraftTexts): ReplyDraft {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = countChars(text.trim());
  const take = () => {
    const wrong = length === 0 ? texts.required : length > max ? texts.tooLong : null;
    setProblem(wrong);
    return wrong === null ? text.trim() : null;
  };
  return { text, setText, length, max, problem, setProblem, take, clear: () => setText('') };
}
