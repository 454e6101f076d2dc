/** A score model at another β (calibration sweeps), for fusions whose β is a free parameter. */
import { VerityError } from '../errors.ts';
import type { ScoreModel } from '../types.ts';

/** The model with its fusion at `beta`; the model itself when β is unchanged; a typed error when β is fixed. */
export function withBeta(model: ScoreModel, beta: number): ScoreModel {
  if (beta === model.fusion.beta) return model;
  if (model.fusion.withBeta === undefined) {
    throw new VerityError('fixed-beta', `score-model: ${model.id}'s fusion '${model.fusion.id}' has a fixed β ` +
      `(${model.fusion.beta}); it cannot be scored at β ${beta}`);
  }
  return { ...model, fusion: model.fusion.withBeta(beta) };
}
