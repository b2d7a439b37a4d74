import { APP_PAGES } from '@rentease/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, routes } from './route-table';

/** Every path the route table draws a page for, written as the contract writes them. */
function pagePaths(children: RouteObject[], parent: string): string[] {
  return children.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const isPage = route.index === true || (route.path !== undefined && !route.children);
    const here = isPage && route.handle !== NOT_FOUND ? [own === '' ? '/' : own] : [];
    const nested = route.children ? pagePaths(route.children, own) : [];
    return [...here, ...nested];
  });
}

describe('the route table', () => {
  it('draws a page for exactly the paths the server answers with 200', () => {
    expect(pagePaths(routes, '').sort()).toEqual([...APP_PAGES].sort());
  });
});
