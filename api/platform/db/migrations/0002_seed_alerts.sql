-- The first scam warnings on the home page: current UK scams, written for ScamScreen.
-- Operators add and retire alerts with `npm run alerts`.
INSERT INTO "alerts" ("description", "created_at") VALUES
('Fake parcel texts: messages claiming to be from Royal Mail, Evri or DPD say a parcel is held until you pay a small redelivery or customs fee through a link. Couriers do not ask for fees this way. Forward the text to 7726 and delete it.', now() - interval '1 day'),
('Tax refund messages: texts and emails that say HMRC owes you a refund and ask you to claim through a link are scams. HMRC never tells you about a refund by text or email. Sign in through GOV.UK instead.', now() - interval '3 days'),
('"Safe account" calls: callers pretending to be your bank''s fraud team or the police say your money is at risk and ask you to move it to a new account. Your bank will never ask this. Hang up and call 159.', now() - interval '5 days'),
('"Hi Mum" messages: a text or WhatsApp from a new number claims to be your child with a broken phone and asks you to pay an urgent bill. Call them on the number you already have before you send anything.', now() - interval '8 days'),
('QR codes on parking machines: fake QR stickers on pay-and-display machines lead to sites that take card details. Pay with the official app or the machine itself, and check the sticker has not been stuck over another one.', now() - interval '11 days'),
('Unpaid road charge texts: messages about an unpaid Dart Charge, ULEZ fine or parking penalty with a payment link are scams. Check any charge on the official GOV.UK or Transport for London website.', now() - interval '14 days'),
('Task job scams: "recruiters" on WhatsApp or Telegram offer easy money for rating products or hotels, then ask you to pay in cryptocurrency to unlock your earnings. A real job never asks you to pay.', now() - interval '18 days'),
('Energy and winter payment messages: texts asking you to apply for an energy rebate or a winter fuel payment through a link are scams. Real payments are made automatically.', now() - interval '21 days');
