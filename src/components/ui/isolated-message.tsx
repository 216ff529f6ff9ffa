import { Fragment } from 'react';

/**
 * A message's values that read in their own direction (a name, an e-mail address, a member number),
 * each in a <bdi> (issue 41). Inserted as plain text, an address or "784-2019-1234567-1" in an Arabic
 * sentence is torn apart and reordered by the bidirectional algorithm ("…حجزه e2e-" then the rest on
 * the other side; "1-1234567-2019-784"); isolated, each keeps its own order and sits where the
 * sentence puts it. Use: `<IsolatedMessage message={t(key, { name: slot(0) })} values={[name]} />`;
 * the text read out (and matched by tests) is the message with its values, unchanged.
 */
/** A private-use mark no message or value holds, around the value's index. */
export const slot = (index: number): string => `\uE000${index}\uE001`;

const SLOTS = /\uE000(\d+)\uE001/;

export function IsolatedMessage({ message, values }: { message: string; values: readonly string[] }) {
  // split with a capture group: text, index, text, index, … text.
  const parts = message.split(SLOTS);
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <bdi key={index}>{values[Number(part)] ?? ''}</bdi> : <Fragment key={index}>{part}</Fragment>))}
    </>
  );
}
