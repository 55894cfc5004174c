/** The visitor's pages, switched by in-page state rather than by path (spec 01 section 2). */
export type PublicPage = 'home' | 'about' | 'features' | 'contact';
