import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useInfoContent } from '@/features/info/info-content';
import { PageMeta } from '@/features/layout/components/page-meta';
import './info-page.css';

export function Component() {
  const { about } = useInfoContent();
  return (
    <div className="info-page">
      <PageMeta title={about.meta.title} description={about.meta.description} />
      <header className="info-page__head">
        <h1>{about.title}</h1>
        <p>{about.intro}</p>
      </header>
      <div className="info-page__body">
        <section className="info-card" aria-labelledby="about-story">
          <h2 id="about-story">{about.story.title}</h2>
          <p>{about.story.text}</p>
        </section>
        <div className="info-grid">
          {about.cards.map((card) => (
            <section key={card.id} className="info-card" aria-labelledby={card.id}>
              <h3 id={card.id}>{card.title}</h3>
              <p>{card.text}</p>
            </section>
          ))}
        </div>
        <section className="info-card" aria-labelledby="about-note">
          <h2 id="about-note">{about.note.title}</h2>
          {about.note.texts.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            <Link to={paths.shopAll.getHref()}>{about.note.browse}</Link>
            {about.note.or}
            <Link to={paths.contactUs.getHref()}>{about.note.ask}</Link>
            {about.note.end}
          </p>
        </section>
      </div>
    </div>
  );
}
