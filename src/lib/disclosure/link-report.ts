import type { AnswerPlace } from './appendix-ix'
import { fileId } from './targets'

/**
 * What the last check of a school's disclosure found wrong (jobs/disclosure-files.ts): each
 * uploaded file that is gone and each link that is dead, with the office's words for why. Kept on
 * the disclosure record itself (`linkCheck`), written by the check alone.
 */
export type LinkProblemRow = {
  place: AnswerPlace
  label: string
  /** The link checked, or for an uploaded file its media record's number. */
  url?: string
  file?: number
  message: string
}

export type LinkReport = { checkedAt: string; problems: LinkProblemRow[] }

type Target = { place: AnswerPlace; label?: string | null; url?: string | null; file?: unknown }

/**
 * The problem the last check found with a row as it stands now, or undefined. A row whose link or
 * file the office changed since is not named by the old finding: the next check (queued by the
 * save) says whether the new one works.
 */
export function problemFor(report: LinkReport | null | undefined, target: Target): LinkProblemRow | undefined {
  return report?.problems?.find(
    (p) =>
      p.place === target.place &&
      (p.file != null
        ? target.file != null && fileId(target.file) === p.file
        : target.file == null && !!target.url && p.url === target.url.trim()),
  )
}

/** A stored report's problems that still stand against the record as it is now. */
export function standingProblems(report: LinkReport | null | undefined, targets: Target[]): LinkProblemRow[] {
  return targets.flatMap((target) => {
    const found = problemFor(report, target)
    return found ? [{ ...found, label: target.label ?? found.label }] : []
  })
}
