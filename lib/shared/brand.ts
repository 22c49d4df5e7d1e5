// The platform's name, theme colour and title template: one place for the App Router's root
// layout (app/layout.tsx) and the Pages Router's head (components/pages-router/metadata-head.tsx).
// A sale website's page puts the site's brand where the platform's name goes.
export const PLATFORM_NAME = "همسفر";
export const THEME_COLOR = "#0f7665";

/** "<page> | <site>": the title of every page, on the platform and on a sale website. */
export const pageTitle = (title: string, siteName: string = PLATFORM_NAME) => `${title} | ${siteName}`;
