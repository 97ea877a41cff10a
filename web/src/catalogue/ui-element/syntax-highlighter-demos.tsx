import './syntax-highlighter/syntax-highlighter.scss';
import { Demo } from '@/catalogue/common/demo';
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

/** The page's demos, with prism-react-renderer: loaded once the page's frame is drawn (syntax-highlighter-page.tsx). */
export default function SyntaxHighlighterDemos() {
  return (
    <>
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
    </>
  );
}
