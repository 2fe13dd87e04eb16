/**
 * The <meta> of the page shell that names the build's stylesheet of Ant Design's components
 * (scripts/site/antdStylesheet.tsx writes both).
 */
export const ANTD_STYLESHEET_META = 'antd-stylesheet';
