/**
 * The engine's public barrel: everything outside engine/ imports from here.
 */
export * from './types.ts';
export { VerityError, unknownName, suggestNames, editDistance } from './errors.ts';
export { tokenize, tokenizeReference } from './tokens.ts';
export { cosine, squaredNorm } from './vector.ts';
export { markTopM, resolveMarkerIndex } from './candidates.ts';
export {
  MONTHS, canonicalDecimal, numerics, numericsV2, numericGateTrips, numericGateTripsMultiset,
} from './numerics.ts';
export {
  readQuantities, sameQuantity, sameMagnitude, comparable, formatCardinal, formatFraction, formatOrdinal, ordinalSuffix,
  ordinalValue, parseCardinalWords, smallCardinal, UNITS, BASE_UNITS, unitById, unitName, isPluralName,
  type Quantity, type QuantityDimension, type Figure, type FigureForm, type Hedge, type HedgeKind, type Per,
  type QuantityLink, type TextRange, type UnitDef, type UnitDimension, type WordFraction, type WordStyle,
} from './quantities.ts';
export { buildPlanIdf, buildPlanIdfFromTokens, isTruthSpan, type PlanIdf } from './idf.ts';
export { countTokens, lexCoverage, lexCoverageCounts, lexF1, totalWeight } from './lex.ts';
export { clamp01, fuse, fuseArithmetic, modelPairScore, pairScore } from './fuse.ts';
export { bandScore, type BandVerdict } from './bands.ts';
export { REDACTION_NOTICE, mergeRanges, redact, type Range } from './redact.ts';
export { entityNames, entityGateTrips } from './entityNames.ts';
export {
  createTextStore, featureOf, DEFAULT_MAX_TEXTS, type AnalysedText, type TextFeature, type TextStore,
} from './textStore.ts';
export { partState, idfOfId, slotOfId, type PlanTerms } from './plan.ts';
export { createPlanCache, planKey, DEFAULT_MAX_PLANS, type PlanCache, type PlanCacheOptions } from './planCache.ts';
export {
  preparePlan, prepareClaim, scorePair, scoreClaim,
  type PreparedPlan, type PreparedClaim, type PreparedSpan, type PairScore,
} from './match.ts';
export {
  SCORE_MODELS, DEFAULT_SCORE_MODEL, getScoreModel, fingerprintScoreModel, canonicalJson,
} from './scoreModels/registry.ts';
export { withBeta } from './scoreModels/withBeta.ts';
export { FUSIONS, GATES, LEXICAL_MEASURES } from './scoreModels/parts/registry.ts';
export { coverage } from './scoreModels/parts/coverage.ts';
export { f1 as f1Measure } from './scoreModels/parts/f1.ts';
export { numericGate, numericFeature, type NumericAtoms, type NumericGateOptions } from './scoreModels/parts/numeric.ts';
export { entityGate } from './scoreModels/parts/entity.ts';
export { numericsV1, numericsV2Extractor } from './scoreModels/parts/extractors.ts';
export { geometric } from './scoreModels/parts/geometric.ts';
export { arithmetic } from './scoreModels/parts/arithmetic.ts';
export { cosOnly as cosOnlyFusion } from './scoreModels/parts/cos-only.ts';
export { lexOnly as lexOnlyFusion } from './scoreModels/parts/lex-only.ts';
export { quantityExtractor, quantityNumerics, coversQuantity } from './scoreModels/parts/quantity-numerics.ts';
export { numericCoverageGate, type NumericCoverageOptions } from './scoreModels/parts/numeric-coverage.ts';
export { softCoverage, type SoftCoverageOptions } from './scoreModels/parts/soft-coverage.ts';
export { polarityGate } from './scoreModels/parts/polarity.ts';
export { roleGate } from './scoreModels/parts/role.ts';
export { entitySoftGate, type EntitySoftOptions } from './scoreModels/parts/entity-soft.ts';
export {
  ENGINE_PROPERTIES, DEFAULT_PROPERTY_SEED, checkProperties, checkProperty,
  type EngineProperty, type PropertyResult, type CheckOptions,
} from './properties/index.ts';
export { ProviderError, type ProviderErrorCode, type ProviderErrorDetails } from './providers/errors.ts';
export { REDACTED, redactSecrets, secretForms } from './secrets.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './providers/retry.ts';
export { resolveOpenAIConnection, type OpenAIConnectionOptions } from './providers/openaiConnection.ts';
export { createOpenAIChat, type OpenAIChatOptions } from './llm/openai.ts';
export { LLM_KINDS, resolveLlm, splitProviderId, type LlmResolveOptions } from './llm/registry.ts';
export { createOpenAIEmbedder, type OpenAIEmbedderOptions } from './embedders/openai.ts';
export {
  createTransformersEmbedder, defaultModelsDir, DEFAULT_TRANSFORMERS_MODEL, type TransformersEmbedderOptions,
} from './embedders/transformers.ts';
export {
  EMBEDDER_KINDS, DEFAULT_EMBEDDER_ID, resolveEmbedder, parseEmbedderId, type EmbedderKind, type EmbedderOptions,
} from './embedders/registry.ts';
export {
  withEmbeddingCache, readCacheLog, cacheLogPath, textKey, type CachedEmbedder, type CacheStats, type EmbeddingCacheOptions,
} from './embedders/cache.ts';
export {
  createBuiltinEmbedder, builtinFingerprint, defaultCacheDir, BUILTIN_PARAMS, BUILTIN_ALGORITHM_VERSION,
  type BuiltinEmbedder, type BuiltinEmbedderOptions, type BuiltinTableInfo,
} from './embedders/builtin/builtin.ts';
export {
  loadWordNet, openWordNet, wordNetVersion, POS_LIST, type WordNet, type Synset, type Sense, type Pos, type LemmaHit,
} from './wordnet/wordnet.ts';
export {
  verify, type VerifyConfig, type VerificationResult, type VerifiedClaim, type Verification, type TraceOptions,
} from './verify.ts';
export {
  DecomposeError, MalformedClaimsError, type Decomposer, type DecomposeOutcome, type DecomposeUsage,
} from './decompose/types.ts';
export { parseClaims } from './decompose/parseClaims.ts';
export { DECOMPOSE_PROMPT_ID, DECOMPOSE_SYSTEM_PROMPT, buildDecomposeMessages } from './decompose/prompt.ts';
export { createLlmDecomposer, DECOMPOSE_ATTEMPTS } from './decompose/llmDecomposer.ts';
export { ruleDecomposer, decomposeByRules, RULE_DECOMPOSER_ID } from './decompose/ruleDecomposer.ts';
export {
  buildTrace, sanitizeRequest, isSecretKey, hashCanonical,
  type GenerationTrace, type TraceClaim, type TraceModels, type TracePlan, type TraceSpan, type TraceInput,
} from './trace/record.ts';
export {
  appendTrace, appendRecord, readTraces, readTraceStore, decodeStore, DEFAULT_TRACE_FILE,
  type TraceEntry, type TraceStoreContents, type DamagedRange,
} from './trace/store.ts';
export { type QueryTrace } from './trace/shapes.ts';
