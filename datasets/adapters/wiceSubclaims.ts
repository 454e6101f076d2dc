/**
 * WiCE Claim-Split subclaims with token-level unsupported spans: 229 atomic subclaims, all partially supported.
 */
import path from 'node:path';
import { defineDatasetAdapter } from './defineDatasetAdapter.ts';
import { readWiceFile } from './wice.ts';
import type { DatasetSplit } from './types.ts';

const ID = 'wice-subclaims';

/** WiCE non_supported_tokens: 229 subclaims (dev 124, test 105), all P. */
export const wiceSubclaims = defineDatasetAdapter({
  id: ID,
  description: 'WiCE atomic subclaims that are partially supported (some tokens unsupported) vs their cited sentences',
  license: 'annotations ODC-BY 1.0; text CC BY-SA (Wikipedia) + Common Crawl terms of use',
  folder: 'wice',
  labels: 'claim',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: (split: DatasetSplit) => [`data/non_supported_tokens/${split}.jsonl`],
  read: (dir, split) => readWiceFile(ID, path.join(dir, `data/non_supported_tokens/${split}.jsonl`)),
});
