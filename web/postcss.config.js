import postcssRTLCSS from 'postcss-rtlcss';

export default {
  plugins: [postcssRTLCSS({ mode: 'combined' })],
};
