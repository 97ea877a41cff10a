import postcssRTLCSS from 'postcss-rtlcss';

const rtl = postcssRTLCSS({ mode: 'combined' });

/**
 * Right-to-left copies of the app's physical CSS rules, for every stylesheet but Leaflet's own. A
 * map is not text: Leaflet places its panes and tiles from the top left whatever the page's
 * direction, and its rules mirrored moved every shape and tile off to one side (a ward map cut
 * off at its left edge). The maps place their own controls for right to left.
 */
const rtlOutsideLeaflet = {
  postcssPlugin: 'rtlcss-outside-leaflet',
  Once(root, helpers) {
    const file = root.source?.input.file ?? '';
    if (/[\\/]node_modules[\\/]leaflet[\\/]/.test(file)) return;
    return rtl.Once(root, helpers);
  },
};

export default {
  plugins: [rtlOutsideLeaflet],
};
