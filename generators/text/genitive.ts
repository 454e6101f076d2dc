/**
 * The genitive alternation around a name: `the port of Odesa` ↔ `Odesa's port`, `Petrolux's renewable capacity` →
 * `the renewable capacity of Petrolux`, and `its factory in Esbjerg` → `its Esbjerg factory`. Only names of the
 * passage take part, and never an appositive `of` (`the city of Thornbury` is Thornbury, not something it owns).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { wholeWordOffsets } from './phrases.ts';
import { verbFormsOf } from './verbForms.ts';

/** One genitive rewording: the new sentence and what changed. */
export interface GenitiveOption {
  text: string;
  note: string;
}

// `the city of X`, `the island of X`, `the state of X` name X itself.
// `the south of France`, `the island nation of Veloria`: a part or a kind of the place, no possession.
const APPOSITIVE_OF = /^(?:south|north|east|west|north-east|north-west|south-east|south-west|centre|center|middle|heart|edge|outskirts|interior|coast|nation|city|town|village|island|islands|state|region|province|county|republic|kingdom|district|river|lake|mount|port city|old town|municipality|capital|area|country|name|title|treaty|battle|siege|fire|duchy|league|word|law|act|case|trial|role|rest|list|one|all|most|many|some|none|each|part|half|number|total|rest)$/;
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
      const article = /(?:^|\s)([Tt]he )$/.exec(text.slice(0, at));
      // `Its forecast of 60 to 75 cm` would stack two `of`s (`the forecast of the Bureau of 60 to 75 cm`).
      const stacked = owned !== null && /^ of\b/.test(after.slice(owned[0].length));
      if (owned && !stacked && ofGenitiveReads(entity, owned[1], article !== null)) {
        // `The Westward Telegraph Company's line` → `the line of the Westward Telegraph Company`: the name's own
        // article goes with it, never left in front (`The the line of …`).
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

/** What a company or place has that reads as well with `of` as with `'s` (`the renewable capacity of Petrolux`). */
const ATTRIBUTE = /^(?:capacity|revenue|revenues|sales|profit|profits|turnover|value|valuation|population|debt|debts|budget|economy|exports|imports|emissions|workforce|membership|assets|earnings|losses|size|area|length|height|history|share price|market share)$/;

/**
 * Whether `Name's owned` reads as `the owned of Name`: never for a person (`the team of Sunita Rai`), nor past a verb
 * (`Victor Salgado's appeal was` is no noun phrase); for an organisation only when its name takes `the` (`the line of the
 * Westward Telegraph Company`) or the thing owned is an attribute (`the renewable capacity of Petrolux`; `the farm of
 * Stackgrow`, `the walkout of Merrow General Hospital` are nobody's wording).
 */
function ofGenitiveReads(entity: EntityMention, owned: string, withArticle: boolean): boolean {
  if (entity.kind === 'person') return false;
  if (owned.split(' ').some((w) => /^(?:was|were|is|are|has|had|have)$/.test(w) || verbFormsOf(w).some((f) => f.form === 'past'))) return false;
  // An adverb ends the noun phrase (`sensors also measured`): `the sensors also of X` reads as nothing.
  if (owned.split(' ').some((w) => /^(?:also|still|now|only|already|then|again|just|later|first)$/.test(w))) return false;
  const head = owned.split(' ').pop()!;
  return entity.kind === 'place' || withArticle || ATTRIBUTE.test(head) || ATTRIBUTE.test(owned);
}

const OF_BEFORE = /\b[Tt]he ((?:[a-z-]+ )?[a-z-]+) of $/;
const POSSESSIVE_AFTER = /^['’]s ((?:[a-z-]+ )?[a-z-]+)(?= (?:of|in|on|at|to|for|by|with|was|were|is|are|had|has|rose|fell|[a-z]+ed)\b|[.,])/;
const IN_BEFORE = /\b(its|their|the|his|her) ([a-z]+) in $/;
