/**
 * The genitive alternation around a name: `the port of Odesa` ↔ `Odesa's port`, `Petrolux's renewable capacity` →
 * `the renewable capacity of Petrolux`, and `its factory in Esbjerg` → `its Esbjerg factory`. Only names of the
 * passage take part, and never an appositive `of` (`the city of Thornbury` is Thornbury, not something it owns).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { wholeWordOffsets } from './phrases.ts';

/** One genitive rewording: the new sentence and what changed. */
export interface GenitiveOption {
  text: string;
  note: string;
}

// `the city of X`, `the island of X`, `the state of X` name X itself.
const APPOSITIVE_OF = /^(?:city|town|village|island|islands|state|region|province|county|republic|kingdom|district|river|lake|mount|port city|old town|municipality|capital|area|country|name|title|treaty|battle|siege|fire|duchy|league|word|law|act|case|trial|role|rest|list|one|all|most|many|some|none|each|part|half|number|total|rest)$/;
// Places a company or body has in a town: `its factory in Esbjerg` → `its Esbjerg factory`.
const FACILITY = /^(?:site|office|offices|factory|plant|mill|store|stores|shop|branch|headquarters|base|warehouse|hub|campus|hospital|school|clinic|terminal|depot|operations|unit|centre|lab|laboratory|studio)$/;

/** Every genitive rewording of `text` around one of the passage's names (places, organisations, people). */
export function genitiveOptions(text: string, entities: readonly EntityMention[]): GenitiveOption[] {
  const out: GenitiveOption[] = [];
  const splice = (start: number, end: number, replaced: string) => {
    out.push({ text: text.slice(0, start) + replaced + text.slice(end), note: `${text.slice(start, end)} → ${replaced}` });
  };
  for (const entity of entities.filter((e) => /^(?:place|org|person)$/.test(e.kind))) {
    for (const at of wholeWordOffsets(text, entity.text)) {
      const from = Math.max(0, at - 40);
      const before = text.slice(from, at);
      const end = at + entity.text.length;
      const after = text.slice(end, end + 40);
      // Names already ending in s take a bare apostrophe in careful writing (`Sunvale Works'`): leave them alone.
      const of = OF_BEFORE.exec(before);
      if (of && !entity.text.endsWith('s') && !APPOSITIVE_OF.test(of[1]) && !APPOSITIVE_OF.test(of[1].split(' ').pop()!) && !/^['’]/.test(after)) {
        splice(from + of.index, end, `${entity.text}'s ${of[1]}`);
      }
      const owned = POSSESSIVE_AFTER.exec(after);
      if (owned) {
        // `The Westward Telegraph Company's line` → `the line of the Westward Telegraph Company`: the name's own
        // article goes with it, never left in front (`The the line of …`).
        const article = /(?:^|\s)([Tt]he )$/.exec(text.slice(0, at));
        const start = article === null ? at : at - article[1].length;
        splice(start, end + owned[0].length, `${start === 0 ? 'The' : 'the'} ${owned[1]} of ${article === null ? '' : 'the '}${entity.text}`);
      }
      const facility = IN_BEFORE.exec(before);
      if (entity.kind === 'place' && facility && FACILITY.test(facility[2]) && !/^['’]/.test(after)) {
        splice(from + facility.index, end, `${facility[1]} ${entity.text} ${facility[2]}`);
      }
    }
  }
  return out;
}

const OF_BEFORE = /\b[Tt]he ((?:[a-z-]+ )?[a-z-]+) of $/;
const POSSESSIVE_AFTER = /^['’]s ((?:[a-z-]+ )?[a-z-]+)(?= (?:of|in|on|at|to|for|by|with|was|were|is|are|had|has|rose|fell|[a-z]+ed)\b|[.,])/;
const IN_BEFORE = /\b(its|their|the|his|her) ([a-z]+) in $/;
