// The bridge between a Pages Router page and its data loader. Next refuses `server-only` modules and
// next/cache's revalidateTag anywhere in a Pages Router page's imports, and a loader's chain (Prisma,
// the services, the cache tags) is full of both; so the server's start-up hook (instrumentation.ts)
// hands the loader over here and the page's getStaticProps calls it. The page and the hook are
// bundled apart (each with its own copy of this module), hence the registry on globalThis.
// Imports nothing of the server.

export interface ServerLoader<Request, Props> {
  provide: (loader: (request: Request) => Promise<Props>) => void;
  load: (request: Request) => Promise<Props>;
}

export function serverLoader<Request, Props>(name: string): ServerLoader<Request, Props> {
  const key = Symbol.for(`hamsafar.loader.${name}`);
  const registry = globalThis as unknown as { [key]?: (request: Request) => Promise<Props> };
  return {
    provide: (loader) => {
      registry[key] = loader;
    },
    load: (request) => {
      const loader = registry[key];
      if (!loader) throw new Error(`${name}: no loader (instrumentation.ts registers it at start-up)`);
      return loader(request);
    },
  };
}
