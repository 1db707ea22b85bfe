import { createServer, type Server } from "node:http";
import { freePort } from "./testServer.js";

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
  private server: Server | null = null;
  private counter = 0;
  url = "";

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const path = (request.url ?? "").split("?")[0] ?? "";
        const call = { method: request.method ?? "GET", path, params: new URLSearchParams(body) };
        this.calls.push(call);
        const [status, payload] = this.answer(call);
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": "req_mock",
        });
        response.end(JSON.stringify(payload));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
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
