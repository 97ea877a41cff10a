import './react-feather/icons.scss';
import { Demo } from '@/catalogue/common/demo';
import { IconExplorer } from './react-feather/icon-explorer';
import explorerSource from './react-feather/icon-explorer.tsx?raw';
import { IconSizes } from './react-feather/icon-sizes';
import sizesSource from './react-feather/icon-sizes.tsx?raw';
import { IconUsage } from './react-feather/icon-usage';
import usageSource from './react-feather/icon-usage.tsx?raw';

/** The page's demos, with lucide-react: loaded once the page's frame is drawn (react-feather-page.tsx). */
export default function ReactFeatherDemos() {
  return (
    <>
      <Demo
        id="all-icons"
        title="All Feather icons"
        description="Search either name; press an icon to copy its import line."
        source={explorerSource}
      >
        <IconExplorer />
      </Demo>
      <Demo id="sizes" title="Size and stroke" source={sizesSource}>
        <IconSizes />
      </Demo>
      <Demo id="usage" title="Colour, buttons and direction" source={usageSource}>
        <IconUsage />
      </Demo>
    </>
  );
}
