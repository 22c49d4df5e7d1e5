// The platform's name, theme colour and title template: one place for the App Router's root
// layout (app/layout.tsx) and the Pages Router's head (components/pages-router/metadata-head.tsx).
// A sale website's page puts the site's brand where the platform's name goes.
export const PLATFORM_NAME = "همسفر";
export const THEME_COLOR = "#0f7665";
/** The platform's description: the root layout's default, and the home's (pages/index.tsx). */
export const PLATFORM_DESCRIPTION = "زیرساخت دانش‌بنیان ارائه خدمات رزرواسیون آنلاین برای تورگردانان سراسر کشور";
/** The home's whole title (also the root layout's default). */
export const PLATFORM_HOME_TITLE = `${PLATFORM_NAME} | زیرساخت رزرو آنلاین تورها`;

/** "<page> | <site>": the title of every page, on the platform and on a sale website. */
export const pageTitle = (title: string, siteName: string = PLATFORM_NAME) => `${title} | ${siteName}`;
