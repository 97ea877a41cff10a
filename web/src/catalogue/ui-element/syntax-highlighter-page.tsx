import './syntax-highlighter/syntax-highlighter.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { CodeBlock } from './syntax-highlighter/code-block';
import codeBlockSource from './syntax-highlighter/code-block.tsx?raw';
import readableThemeSource from './syntax-highlighter/readable-theme.ts?raw';
import { SyntaxLanguages } from './syntax-highlighter/syntax-languages';
import languagesSource from './syntax-highlighter/syntax-languages.tsx?raw';
import { SyntaxLineNumbers } from './syntax-highlighter/syntax-line-numbers';
import lineNumbersSource from './syntax-highlighter/syntax-line-numbers.tsx?raw';
import { SyntaxPlain } from './syntax-highlighter/syntax-plain';
import plainSource from './syntax-highlighter/syntax-plain.tsx?raw';
import { SyntaxThemes } from './syntax-highlighter/syntax-themes';
import themesSource from './syntax-highlighter/syntax-themes.tsx?raw';

export default function SyntaxHighlighterPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.syntaxHighlighter')}
      intro="Highlighted source through prism-react-renderer, which bundles Prism with TSX, TypeScript, HTML, CSS, JSON, SQL, Python, YAML, Markdown and more. The highlighter loads with this page only."
      library={{
        name: 'prism-react-renderer',
        href: 'https://github.com/FormidableLabs/prism-react-renderer',
      }}
    >
      <Demo id="languages" title="Languages" source={languagesSource}>
        <SyntaxLanguages />
      </Demo>
      <Demo id="line-numbers" title="Line numbers and marked lines" source={lineNumbersSource}>
        <SyntaxLineNumbers />
      </Demo>
      <Demo id="themes" title="Themes" source={themesSource}>
        <SyntaxThemes />
      </Demo>
      <Demo id="plain" title="Without line numbers or copy button" source={plainSource}>
        <SyntaxPlain />
      </Demo>
      <Demo
        id="code-block"
        title="The code block component"
        description="What the demos above use (Show code). Below, the block shows the helper that raises each theme’s token colours to 4.5:1 contrast."
        source={codeBlockSource}
      >
        <CodeBlock code={readableThemeSource} language="typescript" title="readable-theme.ts" />
      </Demo>
    </DemoPage>
  );
}
