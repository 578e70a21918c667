import * as rruleModule from 'rrule'

/**
 * rrule's classes under both of the app's loaders. rrule 2.8 has no "exports" map: bundlers
 * (Next.js, Vitest) take its ES module build, with named exports; Node's own loader (Payload's CLI,
 * the migrations) takes its UMD build, whose names it cannot see, and offers it as `default` only.
 */
type RRuleModule = typeof rruleModule
const loaded: RRuleModule =
  'RRule' in rruleModule && rruleModule.RRule
    ? rruleModule
    : (rruleModule as unknown as { default: RRuleModule }).default

export const { RRule, rrulestr } = loaded
export type RRule = InstanceType<typeof loaded.RRule>
