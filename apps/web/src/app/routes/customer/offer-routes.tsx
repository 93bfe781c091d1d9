// Offers, applications, lender pages, credit cards and insurance routes (issue 4).
// A fragment of <Route> elements that customer-area.tsx places inside its <Routes>.
export const offerRoutes = <></>;
