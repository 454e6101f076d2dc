/**
 * `verity calibrate`: sweeps a score model's supported/partial thresholds (and β) on a suite, cases file or real-data
 * split, and recommends the bands meeting every gating floor with the largest margin, or says which floor cannot be
 * met and by how much. Without floors (real data) it maximises 3-way or balanced accuracy: tune on `--split dev`.
 * Exit 0 when a recommendation meets every floor, 1 when some floor cannot be met, 2 on a harness error.
 */
import type { Argv } from 'yargs';
import { VerityError } from '../../engine/errors.ts';
import { executeCalibrate } from '../../suites/research/compareSession.ts';
import { formatCalibrationText } from '../../suites/research/table.ts';
import { defineCommand } from '../command.ts';
import { addSourceOptions, sourceRequest, type SourceArgs } from '../sourceOptions.ts';
import { writeTextAtomic } from '../../engine/io/atomicFile.ts';

/** Options of calibrate. */
export interface CalibrateArgs extends SourceArgs {
  scoreModel: string;
  betas?: string;
  allFloors: boolean;
  json: boolean;
  out?: string;
}

function parseBetas(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const betas = text.split(',').map((s) => Number(s.trim()));
  if (betas.length === 0 || betas.some((b) => !Number.isFinite(b) || b < 0 || b > 1)) {
    throw new VerityError('bad-option', `calibrate: --betas must be comma-separated numbers in [0, 1], got '${text}'`);
  }
  return betas;
}

/** The `verity calibrate` command. */
export const calibrateCommand = defineCommand({
  command: 'calibrate',
  describe: "Sweep a score model's band thresholds (and β) and recommend the bands that meet every floor",
  builder: (y: Argv) =>
    addSourceOptions(y)
      .option('score-model', { type: 'string', default: 'v1', describe: 'score model id' })
      .option('betas', { type: 'string', describe: "β values to try, comma-separated (default: the model's and 0.30…0.90 by 0.05)" })
      .option('all-floors', { type: 'boolean', default: false, describe: 'count measured (non-gating) floors too, e.g. entity-swap' })
      .option('json', { type: 'boolean', default: false, describe: 'print only the calibration object (JSON) on stdout' })
      .option('out', { type: 'string', describe: 'also write the calibration object to this JSON file' }),
  run: async (args: CalibrateArgs) => {
    const result = await executeCalibrate({ ...sourceRequest(args, 'calibrate'), scoreModel: args.scoreModel, betas: parseBetas(args.betas), allFloorsGating: args.allFloors });
    if (args.out !== undefined) writeTextAtomic(args.out, `${JSON.stringify(result, null, 1)}\n`);
    if (args.json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else process.stdout.write(formatCalibrationText(result));
    return result.objective === 'floors' && !result.recommended.meets_all ? 1 : 0;
  },
});
