import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

const Children = createContext<ReactNode>(null);
const RenderChildren = () => use(Children);

/**
 * A data router in memory, at `path`, rendering `children` on every path: the app's router shape
 * (src/app/appRouter.tsx), so that what needs a data router (useLeaveConfirmation) works in tests.
 * The children pass through a context rather than the route, whose element is fixed when the router
 * is made, so a re-render with other children shows them.
 */
export const TestDataRouter = ({ path, children }: { path: string; children: ReactNode }) => {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <RenderChildren /> }], { initialEntries: [path] }));
  return (
    <Children value={children}>
      <RouterProvider router={router} />
    </Children>
  );
};
