import type { RankingMethodView } from '../api/get-ranking-method';
import './ranking-method.css';

function Section({ title, items, ordered }: { title: string; items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="ranking__section">
      <h2 className="ranking__heading">{title}</h2>
      <List className="ranking__items">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}

interface RankingMethodProps {
  method: RankingMethodView;
  headings: { matching: string; ordering: string; notes: string };
}

/** The published matching and ranking method (RBI DLD 2025), in the page's language. */
export function RankingMethod({ method, headings }: RankingMethodProps) {
  return (
    <div>
      <h1 className="ranking__title">{method.title}</h1>
      <p className="ranking__summary">{method.summary}</p>
      <Section title={headings.matching} items={method.matching} />
      <Section title={headings.ordering} items={method.ordering} ordered />
      <Section title={headings.notes} items={method.notes} />
    </div>
  );
}
