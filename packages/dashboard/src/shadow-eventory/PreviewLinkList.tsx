// A deployment's campaign admin screens as a list of links (a preview's open in a new tab).
import { useTranslation } from 'react-i18next';
import type { PreviewLink } from './preview-links.ts';
import './messages.ts';

export function PreviewLinkList({
  links,
  campaignID,
  label,
  newTab,
  testId,
}: {
  links: PreviewLink[];
  campaignID: number | null;
  label: string;
  newTab: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}>
              {t(`shadow-eventory.link_${link.key}`, { id: campaignID })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
