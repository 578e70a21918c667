import { DISCLOSURE_PATH, type DisclosureHealth } from '@/lib/disclosure/health'

/** The disclosure's score against Appendix IX and what stands between it and 100 %: the dashboard's panel and the record's. */
export function HealthReport({ health, school }: { health: DisclosureHealth; school?: string | null }) {
  return (
    <div data-disclosure-health={health.score}>
      <p>
        <strong>
          {school ? `${school}: ` : ''}CBSE’s list (Appendix IX): {health.score} % complete
        </strong>{' '}
        ({health.answered} of {health.total} items).
      </p>
      {health.missing.length > 0 && (
        <ul className="office-dashboard__list" data-disclosure-missing>
          {health.missing.map((item) => (
            <li key={item.code}>
              <strong>{item.label}</strong>: {item.why}
            </li>
          ))}
        </ul>
      )}
      {health.problems.length > 0 && (
        <>
          <p>
            <strong>Dead documents and links</strong>
            {health.checkedAtText ? ` (checked ${health.checkedAtText})` : ''}:
          </p>
          <ul className="office-dashboard__list" data-disclosure-dead>
            {health.problems.map((p) => (
              <li key={`${p.place}/${p.label}/${p.url ?? p.file}`}>
                <strong>{p.label}</strong>: {p.message}
                {p.url ? ` (${p.url})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {health.problems.length === 0 && health.checkedAtText && (
        <p>Every document and link opened when checked on {health.checkedAtText}.</p>
      )}
      {!health.linkedFromHome && (
        <p data-disclosure-home-link>
          <strong>Home has no link to the disclosure.</strong> CBSE counts a disclosure not linked from the home page as
          a violation: add {DISCLOSURE_PATH} to the menu or to the footer’s quick links (Change the menu).
        </p>
      )}
      {health.annualReport && <p data-annual-report>{health.annualReport}</p>}
    </div>
  )
}
