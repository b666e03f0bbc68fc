import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '@/app/app-layout';
import { paths } from '@/config/paths';
import { HomeRedirect, RequireSignedIn } from './guards';
import { RootLayout } from './root-layout';
import { LoginRoute } from './routes/login';

/** Screens other than /login load on demand: the login page stays light. */
const lazyRoute = (
  path: string,
  load: () => Promise<{ Component: React.ComponentType }>,
): RouteObject => ({
  path,
  lazy: load,
});

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.login, element: <LoginRoute /> },
      lazyRoute(paths.createAccount, async () => ({
        Component: (await import('./routes/create-account')).CreateAccountRoute,
      })),
      lazyRoute(paths.forgotPassword, async () => ({
        Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
      })),
      lazyRoute(paths.resetPassword, async () => ({
        Component: (await import('./routes/reset-password')).ResetPasswordRoute,
      })),
      lazyRoute(paths.delegateLogin, async () => ({
        Component: (await import('./routes/delegate-login')).DelegateLoginRoute,
      })),
      {
        element: <AppLayout />,
        children: [
          lazyRoute(paths.contact, async () => ({
            Component: (await import('./routes/contact')).ContactRoute,
          })),
          lazyRoute(paths.guide, async () => ({
            Component: (await import('./routes/guide')).GuideRoute,
          })),
          lazyRoute(paths.pricing, async () => ({
            Component: (await import('./routes/pricing')).PricingRoute,
          })),
          lazyRoute(paths.legalNotice, async () => ({
            Component: (await import('./routes/legal-notice')).LegalNoticeRoute,
          })),
          lazyRoute(paths.privacy, async () => ({
            Component: (await import('./routes/privacy-policy')).PrivacyPolicyRoute,
          })),
          lazyRoute(paths.terms, async () => ({
            Component: (await import('./routes/terms')).TermsRoute,
          })),
          lazyRoute('/partage/:token', async () => ({
            Component: (await import('./routes/shared-document')).SharedDocumentRoute,
          })),
          lazyRoute(paths.verifier, async () => ({
            Component: (await import('./routes/verifier')).VerifierRoute,
          })),
          lazyRoute(`${paths.verifier}/:code`, async () => ({
            Component: (await import('./routes/verifier')).VerifierRoute,
          })),
          lazyRoute(paths.invitation, async () => ({
            Component: (await import('./routes/invitation')).InvitationRoute,
          })),
          lazyRoute(paths.accessibility, async () => ({
            Component: (await import('./routes/accessibility-statement'))
              .AccessibilityStatementRoute,
          })),
          {
            element: <RequireSignedIn />,
            children: [
              lazyRoute(paths.duerps, async () => ({
                Component: (await import('./routes/duerps')).DuerpsRoute,
              })),
              lazyRoute(paths.newDuerp, async () => ({
                Component: (await import('./routes/duerp-new')).DuerpNewRoute,
              })),
              lazyRoute('/duerps/:duerpId', async () => ({
                Component: (await import('./routes/duerp-detail')).DuerpDetailRoute,
              })),
              lazyRoute('/duerps/:duerpId/edit', async () => ({
                Component: (await import('./routes/duerp-edit')).DuerpEditRoute,
              })),
              lazyRoute(paths.duerpHistory(':duerpId'), async () => ({
                Component: (await import('./routes/duerp-history')).DuerpHistoryRoute,
              })),
              lazyRoute(paths.checkout, async () => ({
                Component: (await import('./routes/checkout')).CheckoutRoute,
              })),
              lazyRoute(paths.afterPayment, async () => ({
                Component: (await import('./routes/after-payment')).AfterPaymentRoute,
              })),
              lazyRoute(paths.myAccount, async () => ({
                Component: (await import('./routes/my-account')).MyAccountRoute,
              })),
              lazyRoute(paths.choosePlan, async () => ({
                Component: (await import('./routes/choose-plan')).ChoosePlanRoute,
              })),
              lazyRoute(paths.selectDuerp, async () => ({
                Component: (await import('./routes/select-duerp')).SelectDuerpRoute,
              })),
              lazyRoute(paths.contactPrivate, async () => ({
                Component: (await import('./routes/contact-private')).ContactPrivateRoute,
              })),
              lazyRoute(paths.espaces, async () => ({
                Component: (await import('./routes/espaces')).EspacesRoute,
              })),
              lazyRoute(paths.radar, async () => ({
                Component: (await import('./routes/radar')).RadarRoute,
              })),
              lazyRoute(paths.espaceMembers(':espaceId'), async () => ({
                Component: (await import('./routes/espace-members')).EspaceMembersRoute,
              })),
              lazyRoute(paths.espaceJournal(':espaceId'), async () => ({
                Component: (await import('./routes/espace-journal')).EspaceJournalRoute,
              })),
              lazyRoute(paths.espaceChemicals(':espaceId'), async () => ({
                Component: (await import('./routes/espace-chemicals')).EspaceChemicalsRoute,
              })),
              lazyRoute(paths.espaceChemicalsCse(':espaceId'), async () => ({
                Component: (await import('./routes/espace-chemicals')).EspaceCmrListRoute,
              })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
