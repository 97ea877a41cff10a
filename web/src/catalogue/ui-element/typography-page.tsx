import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { TypographyBlockquotes } from './typography/typography-blockquotes';
import blockquotesSource from './typography/typography-blockquotes.tsx?raw';
import { TypographyDisplay } from './typography/typography-display';
import displaySource from './typography/typography-display.tsx?raw';
import { TypographyHeadings } from './typography/typography-headings';
import headingsSource from './typography/typography-headings.tsx?raw';
import { TypographyInline } from './typography/typography-inline';
import inlineSource from './typography/typography-inline.tsx?raw';
import { TypographyLists } from './typography/typography-lists';
import listsSource from './typography/typography-lists.tsx?raw';
import { TypographyParagraphs } from './typography/typography-paragraphs';
import paragraphsSource from './typography/typography-paragraphs.tsx?raw';

export default function TypographyPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.typography')}
      intro="Bootstrap's type scale, with the portal's system font stack: headings, display headings, lead text, inline elements, blockquotes and lists."
      library={{ name: 'bootstrap', href: 'https://getbootstrap.com/docs/5.3/content/typography/' }}
    >
      <Demo id="headings" title="Headings" source={headingsSource}>
        <TypographyHeadings />
      </Demo>
      <Demo id="display" title="Display headings" source={displaySource}>
        <TypographyDisplay />
      </Demo>
      <Demo id="paragraphs" title="Lead, body and small text" source={paragraphsSource}>
        <TypographyParagraphs />
      </Demo>
      <Demo id="inline" title="Inline elements" source={inlineSource}>
        <TypographyInline />
      </Demo>
      <Demo id="blockquotes" title="Blockquotes" source={blockquotesSource}>
        <TypographyBlockquotes />
      </Demo>
      <Demo id="lists" title="Lists" source={listsSource}>
        <TypographyLists />
      </Demo>
    </DemoPage>
  );
}
