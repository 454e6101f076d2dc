/**
 * Every edit operator, as a plain literal list: meaning edits (the paraphrase repertoire) first, then padding edits.
 */
import { unknownName } from '../../engine/errors.ts';
import { attributeEdit, padPlanWordsEdit, restateEdit } from './padding.ts';
import { adjunctEdit, converseEdit, genitiveEdit, nominalisationEdit, participleEdit, splitEdit, subordinateEdit, titleEdit, voiceEdit } from './structural.ts';
import type { EditOperator } from './types.ts';
import { attributionEdit, contractionEdit, formatEdit, synonymEdit, thesaurusEdit } from './wording.ts';

/** Every registered edit operator. */
export const EDIT_OPERATORS: readonly EditOperator[] = [
  voiceEdit, subordinateEdit, participleEdit, converseEdit, nominalisationEdit, adjunctEdit, splitEdit, titleEdit, genitiveEdit,
  thesaurusEdit, synonymEdit, formatEdit, contractionEdit, attributionEdit,
  padPlanWordsEdit, attributeEdit, restateEdit,
];

/** The operator with this id; throws VerityError `unknown-edit-operator` with near-name suggestions. */
export function getEditOperator(id: string): EditOperator {
  const found = EDIT_OPERATORS.find((op) => op.id === id);
  if (found === undefined) throw unknownName('edit-operator', id, EDIT_OPERATORS.map((op) => op.id));
  return found;
}
