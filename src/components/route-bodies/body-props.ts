/** What a static route's body receives: the route template's query data (src/templates/route.tsx). */
export interface RouteBodyProps {
  data: Queries.RoutePageQuery;
}
