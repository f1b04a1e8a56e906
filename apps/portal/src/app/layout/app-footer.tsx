import { activity } from '@acervo/contract';
import { Footer, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FeedbackDialog } from '../../features/feedback/feedback-dialog.tsx';
import { useActivities } from '../../lib/activities/use-activities.ts';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useEvents, useServiceHours } from '../../lib/api/parameters.ts';
import { externalLinks } from './external-links.ts';
import { layoutMessages } from './layout-messages.ts';

const Columns = styled.div`
  display: grid;
  /* A column never asks for more than the window has (zoomed text makes 16rem wider than a phone). */
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: ${vars.space.lg};
  max-width: 72rem;
  margin: 0 auto;
  h2 {
    margin: 0 0 ${vars.space.sm};
    font-size: ${vars.font.size.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: ${vars.space.xs};
  }
  a {
    color: ${vars.color.accent};
  }
`;

const FeedbackRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.md};
`;

function ExternalLink({ href, children }: { href: string; children: string }) {
  const intl = useIntl();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span>{intl.formatMessage(layoutMessages.newTab)}</span>
    </a>
  );
}

/**
 * The footer (spec §2): comment, suggestion and support dialogs, links to the network catalogue
 * (activity 87) and the database site (57), the vendor (88), opening hours and events.
 */
export function AppFooter() {
  const intl = useIntl();
  const { institution } = useInstitution();
  const activities = useActivities();
  const hours = useServiceHours();
  const events = useEvents();
  const weekday = (day: number) =>
    intl.formatDate(new Date(Date.UTC(2024, 0, 7 + day, 12)), { weekday: 'long', timeZone: 'UTC' });

  return (
    <Footer aria-label={intl.formatMessage(layoutMessages.footer)}>
      <Columns>
        <section>
          <FeedbackRow>
            {activities.has(activity.comments) ? <FeedbackDialog kind="comment" /> : null}
            {activities.has(activity.acquisitionSuggestion) ? <FeedbackDialog kind="suggestion" /> : null}
            <FeedbackDialog kind="support" />
          </FeedbackRow>
          <ul>
            {activities.has(activity.networkCatalogueLink) ? (
              <li>
                <ExternalLink href={externalLinks.networkCatalogue}>
                  {intl.formatMessage(layoutMessages.networkCatalogue)}
                </ExternalLink>
              </li>
            ) : null}
            {activities.has(activity.databaseLink) ? (
              <li>
                <ExternalLink href={externalLinks.databaseSite}>
                  {intl.formatMessage(layoutMessages.databaseSite)}
                </ExternalLink>
              </li>
            ) : null}
            {institution?.link_privacidade ? (
              <li>
                <ExternalLink href={institution.link_privacidade}>
                  {intl.formatMessage(layoutMessages.privacy)}
                </ExternalLink>
              </li>
            ) : null}
            {activities.has(activity.vendorLogo) ? (
              <li>
                <ExternalLink href={externalLinks.vendor}>
                  {intl.formatMessage(layoutMessages.vendor)}
                </ExternalLink>
              </li>
            ) : null}
          </ul>
        </section>
        {hours.data && hours.data.bibliotecas.length > 0 ? (
          <section aria-labelledby="rodape-horarios">
            <h2 id="rodape-horarios">{intl.formatMessage(layoutMessages.openingHours)}</h2>
            {hours.data.bibliotecas.slice(0, 3).map((library) => (
              <details key={library.cod_biblioteca}>
                <summary>{library.desc_biblioteca}</summary>
                <ul>
                  {library.horarios.map((slot) => (
                    <li key={`${slot.dia_semana}-${slot.abertura}`}>
                      {intl.formatMessage(layoutMessages.hoursSlot, {
                        day: weekday(slot.dia_semana),
                        from: slot.abertura,
                        to: slot.fechamento,
                      })}
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </section>
        ) : null}
        {events.data && events.data.eventos.length > 0 ? (
          <section aria-labelledby="rodape-eventos">
            <h2 id="rodape-eventos">{intl.formatMessage(layoutMessages.events)}</h2>
            <ul>
              {events.data.eventos.slice(0, 3).map((event) => (
                <li key={event.codigo}>
                  <time dateTime={event.inicio}>
                    {intl.formatDate(event.inicio, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                  <span> {event.titulo}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Columns>
    </Footer>
  );
}
