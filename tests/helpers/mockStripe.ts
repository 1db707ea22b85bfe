import { startLoopbackJsonServer, type LoopbackServer } from "./loopbackJsonServer.js";

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

/**
 * The slice of Stripe's API the server calls (Checkout Sessions, billing portal sessions,
 * subscriptions), on loopback: the official SDK is pointed here with STRIPE_API_URL. Tests set the
 * subscriptions it knows, as Stripe's current state.
 */
export class MockStripe {
  readonly calls: RecordedCall[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  private server: LoopbackServer | null = null;
  private counter = 0;
  url = "";

  async start(): Promise<void> {
    this.server = await startLoopbackJsonServer(({ method, path, body }) => {
      const call = { method, path, params: new URLSearchParams(body) };
      this.calls.push(call);
      return this.answer(call);
    });
    this.url = this.server.origin;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
  }

  /** A subscription as Stripe's API (version endive) shows it. */
  setSubscription(options: {
    id: string;
    userId: string;
    customer: string;
    price: string;
    status?: string;
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
  }): void {
    this.subscriptions.set(options.id, {
      id: options.id,
      object: "subscription",
      customer: options.customer,
      status: options.status ?? "active",
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      metadata: { userId: options.userId },
      items: {
        object: "list",
        data: [
          {
            id: `si_${options.id}`,
            object: "subscription_item",
            price: { id: options.price, object: "price" },
            current_period_end: options.periodEnd,
          },
        ],
      },
    });
  }

  private answer(call: RecordedCall): [number, unknown] {
    this.counter += 1;
    if (call.method === "POST" && call.path === "/v1/checkout/sessions") {
      const id = `cs_test_${this.counter}`;
      return [
        200,
        { id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` },
      ];
    }
    if (call.method === "POST" && call.path === "/v1/billing_portal/sessions") {
      const id = `bps_${this.counter}`;
      return [
        200,
        { id, object: "billing_portal.session", url: `https://billing.stripe.com/p/session/${id}` },
      ];
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(call.path);
    if (call.method === "GET" && subscription) {
      const found = this.subscriptions.get(subscription[1] ?? "");
      if (found) return [200, found];
      return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
    }
    return [
      404,
      {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${call.method}: ${call.path})`,
        },
      },
    ];
  }
}
