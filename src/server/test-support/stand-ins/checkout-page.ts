// The stand-in's Standard Checkout (razorpay.ts serves both): the script a page loads from the
// checkout URL, and the frame it opens. Shaped like Razorpay's: `new Razorpay(options)` takes
// key, amount, currency, name, description, order_id, prefill, handler and modal.ondismiss;
// `open()` lays a full-page frame of the gateway's own origin over the page; the buyer pays in
// the frame, which answers the page by postMessage; the page then calls `handler` with
// razorpay_payment_id, razorpay_order_id and razorpay_signature, or `modal.ondismiss` when the
// buyer closes it. `on('payment.failed', fn)` hears a declined attempt (the frame stays open for
// another try, as the real one does). Plain browser script: no build step, no dependency.

export const CHECKOUT_SCRIPT = `(function () {
  var gateway = new URL(document.currentScript.src).origin;
  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('key and order_id are required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, listener) { this.listeners[name] = listener; };
  Razorpay.prototype.open = function () {
    var options = this.options, listeners = this.listeners;
    var query = new URLSearchParams({
      key: options.key,
      order_id: options.order_id,
      amount: String(options.amount || ''),
      name: options.name || '',
      description: options.description || '',
      origin: location.origin,
    });
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = gateway + '/_checkout?' + query.toString();
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647';
    function onMessage(event) {
      if (event.origin !== gateway || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'failed') {
        if (listeners['payment.failed']) listeners['payment.failed']({ error: data.error });
        return;
      }
      window.removeEventListener('message', onMessage);
      frame.remove();
      if (data.type === 'paid') options.handler && options.handler(data.result);
      else if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
    frame.focus();
  };
  window.Razorpay = Razorpay;
})();
`;

export const CHECKOUT_FRAME = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (stand-in)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center;
         background: rgba(0, 0, 0, .55); font: 16px system-ui, sans-serif; }
  main { background: #fff; border-radius: 8px; padding: 24px; width: min(320px, 90vw);
         display: grid; gap: 12px; }
  h1 { font-size: 18px; margin: 0; }
  button { font: inherit; padding: 10px; border-radius: 6px; border: 1px solid #888; }
  #pay { background: #2563eb; color: #fff; border-color: #2563eb; }
  [role=alert]:empty { display: none; }
</style>
</head>
<body>
<main aria-labelledby="merchant">
  <h1 id="merchant"></h1>
  <p id="description"></p>
  <p id="amount"></p>
  <p role="alert" id="problem"></p>
  <button id="pay" type="button"></button>
  <button id="decline" type="button">Decline</button>
  <button id="close" type="button">Close</button>
</main>
<script>
  var params = new URLSearchParams(location.search);
  var parentOrigin = params.get('origin');
  var rupees = (Number(params.get('amount')) / 100).toFixed(2);
  document.getElementById('merchant').textContent = params.get('name');
  document.getElementById('description').textContent = params.get('description');
  document.getElementById('amount').textContent = 'Amount ₹' + rupees;
  document.getElementById('pay').textContent = 'Pay ₹' + rupees;
  function tell(message) { parent.postMessage(message, parentOrigin); }
  function post(action) {
    return fetch('/_checkout/' + action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: params.get('key'), order_id: params.get('order_id') }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body.error.description);
        return body;
      });
    });
  }
  function problem(text) { document.getElementById('problem').textContent = text; }
  document.getElementById('pay').onclick = function () {
    post('pay').then(function (result) { tell({ type: 'paid', result: result }); },
      function (error) { problem(error.message); });
  };
  document.getElementById('decline').onclick = function () {
    post('decline').then(function () {
      problem('Payment failed. Your bank declined it; try again or use another method.');
      tell({ type: 'failed', error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' } });
    }, function (error) { problem(error.message); });
  };
  document.getElementById('close').onclick = function () { tell({ type: 'dismissed' }); };
</script>
</body>
</html>
`;
