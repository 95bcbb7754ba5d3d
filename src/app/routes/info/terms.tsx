import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useInfoContent } from '@/features/info/info-content';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

export function Component() {
  const { terms } = useInfoContent();
  return (
    <div className="info-page">
      <PageMeta title={terms.meta.title} description={terms.meta.description} />
      <header className="info-page__head">
        <h1>{terms.title}</h1>
        <p>{terms.intro}</p>
      </header>
      <div className="info-page__body">
        {terms.sections.map((section) => (
          <section key={section.id} className="info-card" aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          {terms.questions.before}
          <Link to={paths.contactUs.getHref()}>{terms.questions.link}</Link>
          {terms.questions.after}
        </p>
      </div>
    </div>
  );
}
