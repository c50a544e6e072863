/// The fixed parts of the report page: style, views and the script that drives them.
///
/// The page opens on each failure's changed area, magnified, with the diff beside the expected
/// and actual images; every image is fitted to the window's width (the zoom selector overrides
/// it). Keys: `j`/`k` (or ↓/↑) move between failures, `1`–`6` pick a view, `t` flips the toggle.
///
/// The script also carries a self-test: opened with `#selftest`, the page checks that every
/// image decoded, that the views, fitting, the change zoom and the keys respond, and writes the
/// results into `<pre id="selftest">` (Tests/Scripts/check-report-in-chromium.sh reads it with
/// `chromium --headless --dump-dom`).
enum ReportPage {
  /// The tabs, in order.
  static let views: [(id: String, label: String)] = [
    ("change", "Change"), ("side", "Side by side"), ("slider", "Slider"), ("blend", "Blend"), ("toggle", "Toggle"),
    ("diff", "Diff"),
  ]

  /// The zoom selector and key help in the header.
  static let zoomControl = """
    <label>Zoom <select id="zoom"><option value="fit">fit to width</option><option value="1">1×</option>\
    <option value="2">2×</option><option value="4">4×</option><option value="8">8×</option></select></label>\
    <span class="hint">keys: j/k next/previous failure, 1–6 views, t toggle</span>
    """

  /// The views other than side by side and change; the script copies the images in.
  static let interactiveViews = """
    <div class="view slider"><div class="stack"><img class="base" alt="expected"><img class="top" alt="actual">\
    <div class="divider"></div></div><input type="range" min="0" max="100" value="50" aria-label="divider position">\
    <span class="hint">left: expected, right: actual</span></div>
    <div class="view blend"><div class="stack"><img class="base" alt="expected"><img class="top" alt="actual"></div>\
    <input type="range" min="0" max="100" value="50" aria-label="actual opacity"><span class="hint">opacity of actual</span></div>
    <div class="view toggle"><div class="stack"><img class="base" alt="expected"><img class="top" alt="actual"></div>\
    <button type="button" class="flip">Showing: actual</button><span class="hint">click the image or press t</span></div>
    <div class="view diff"><div class="stack"><img class="diffonly" alt="diff"></div></div>
    """

  static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>\(style)</style></head>
    <body>
    \(body)<pre id="selftest" hidden></pre>
    <script>\(script)</script>
    </body></html>

    """
  }

  private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0 1.5em 3em;color:#222;background:#fafafa}
    header{position:sticky;top:0;background:#fafafa;padding:.5em 0;border-bottom:1px solid #ddd;z-index:5}
    h1{font-size:1.3em;margin:.2em 0}h2{font-size:1.05em;margin:1.2em 0 .3em}
    .summary{margin:.2em 0}.summary.green{color:#0a7a2f;font-weight:600}
    .index a{margin-right:.8em}
    .failure{border-bottom:1px solid #ddd;padding:0 .5em 1em;border-left:3px solid transparent}
    .failure.current{border-left-color:#d0021b}
    .status{font-size:12px;text-transform:uppercase;color:#fff;background:#d0021b;padding:0 .4em;margin-right:.4em}
    .message{white-space:pre-wrap;background:#fff;border:1px solid #e3e3e3;padding:.5em;font-size:12px}
    .tabs button{font:inherit;padding:.25em .8em;border:1px solid #bbb;background:#fff;cursor:pointer}
    .tabs button.on{background:#222;color:#fff;border-color:#222}
    .view{display:none;margin-top:.6em}.view.on{display:block}
    .side.on,.change.on{display:flex;gap:12px;align-items:flex-start}
    figure{margin:0;min-width:0}figcaption{color:#666;font-size:12px}
    img{display:block;max-width:none;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
    img.pixelated{image-rendering:pixelated}
    .frame{position:relative;display:inline-block}
    .mark{position:absolute;border:2px solid #f0f;box-sizing:border-box;pointer-events:none}
    .crop{position:relative;overflow:hidden;border:1px solid #ccc}
    .crop img{position:absolute;left:0;top:0}
    .stack{position:relative;display:inline-block;cursor:pointer}
    .stack .top{position:absolute;left:0;top:0}
    .slider .top{clip-path:inset(0 0 0 50%)}
    .divider{position:absolute;top:0;bottom:0;left:50%;width:1px;background:#f0f}
    .toggle .stack.expected .top{visibility:hidden}
    input[type=range]{width:320px;vertical-align:middle}.hint{color:#666;font-size:12px;margin-left:.5em}
    .none,.empty{color:#666}
    """

  private static let script = """
    'use strict';
    const sections = [...document.querySelectorAll('.failure')];
    let current = -1;
    const bounds = s => s.dataset.bounds ? s.dataset.bounds.split(',').map(Number) : null;
    function show(section, id) {
      if (!section.querySelector('.view.' + id)) return;
      section.querySelectorAll('.tabs button').forEach(b => b.classList.toggle('on', b.dataset.view === id));
      section.querySelectorAll('.view').forEach(v => v.classList.toggle('on', v.classList.contains(id)));
      layout(section);
    }
    function setSlider(view, value) {
      view.querySelector('input').value = value;
      view.querySelector('.top').style.clipPath = 'inset(0 0 0 ' + value + '%)';
      view.querySelector('.divider').style.left = value + '%';
    }
    function setBlend(view, value) {
      view.querySelector('input').value = value;
      view.querySelector('.top').style.opacity = String(value / 100);
    }
    function flip(view) {
      const stack = view.querySelector('.stack');
      const showingExpected = stack.classList.toggle('expected');
      view.querySelector('.flip').textContent = 'Showing: ' + (showingExpected ? 'expected' : 'actual');
    }
    function go(index) {
      if (!sections.length) return;
      current = Math.max(0, Math.min(sections.length - 1, index));
      sections.forEach((s, i) => s.classList.toggle('current', i === current));
      sections[current].scrollIntoView({block: 'start'});
    }
    // The scale of a full image: "fit" shares the section's width among the images shown side
    // by side (enlarging small bars up to 8×, shrinking screens), else the chosen factor.
    function scaleFor(section, naturalWidth, across) {
      const choice = document.getElementById('zoom').value;
      if (choice !== 'fit') return Number(choice);
      const width = section.clientWidth - 24 - 12 * (across - 1);
      const fit = width / across / Math.max(1, naturalWidth);
      return fit >= 1 ? Math.min(8, Math.floor(fit)) : fit;
    }
    function size(img, scale) {
      img.style.width = Math.max(1, Math.round(img.naturalWidth * scale)) + 'px';
      img.classList.toggle('pixelated', scale >= 1);
    }
    function layout(section) {
      const view = section.querySelector('.view.on');
      if (!view) return;
      const imgs = [...view.querySelectorAll('img')].filter(i => i.naturalWidth > 0);
      if (!imgs.length) return;
      const natural = Math.max(...imgs.map(i => i.naturalWidth));
      if (view.classList.contains('change')) { layoutChange(section, view); return; }
      const across = view.classList.contains('side') ? view.querySelectorAll('figure').length : 1;
      const scale = scaleFor(section, natural, across);
      imgs.forEach(i => size(i, scale));
      const b = bounds(section);
      view.querySelectorAll('.mark').forEach(m => {
        if (!b) { m.remove(); return; }
        Object.assign(m.style, {left: b[0] * scale - 2 + 'px', top: b[1] * scale - 2 + 'px',
          width: b[2] * scale + 4 + 'px', height: b[3] * scale + 4 + 'px'});
      });
    }
    // The change view: the changed bounds with a margin, magnified by whole steps to fill the
    // room each image has; an area larger than that (a full-page change) is shrunk to fit.
    function layoutChange(section, view) {
      const b = bounds(section);
      const crops = [...view.querySelectorAll('.crop')];
      const first = crops.map(c => c.querySelector('img')).find(i => i && i.naturalWidth > 0);
      if (!b || !first) return;
      const w = first.naturalWidth, h = first.naturalHeight;
      const margin = Math.max(8, Math.round(Math.max(b[2], b[3]) / 4));
      const x0 = Math.max(0, b[0] - margin), y0 = Math.max(0, b[1] - margin);
      const x1 = Math.min(w, b[0] + b[2] + margin), y1 = Math.min(h, b[1] + b[3] + margin);
      const room = (section.clientWidth - 24 - 12 * (crops.length - 1)) / crops.length;
      const fit = Math.min(room / (x1 - x0), (innerHeight * 0.6) / (y1 - y0));
      const scale = fit >= 1 ? Math.min(16, Math.floor(fit)) : fit;
      crops.forEach(c => {
        c.style.width = (x1 - x0) * scale + 'px';
        c.style.height = (y1 - y0) * scale + 'px';
        const img = c.querySelector('img');
        if (!img) return;
        size(img, scale);
        img.style.left = -x0 * scale + 'px';
        img.style.top = -y0 * scale + 'px';
        c.dataset.scale = scale;
      });
    }
    sections.forEach(section => {
      const exp = section.querySelector('.side img.expected'), act = section.querySelector('.side img.actual');
      const diff = section.querySelector('.side img.diff');
      const copy = (selector, from) => section.querySelectorAll(selector).forEach(i => { if (from) i.src = from.src; else i.remove(); });
      copy('img.base', exp); copy('img.top', act); copy('img.diffonly', diff);
      copy('.crop img.expected', exp); copy('.crop img.actual', act); copy('.crop img.diff', diff);
      section.querySelectorAll('.tabs button').forEach(b => b.addEventListener('click', () => show(section, b.dataset.view)));
      const slider = section.querySelector('.view.slider'), blend = section.querySelector('.view.blend');
      const toggle = section.querySelector('.view.toggle');
      if (act && exp) {
        slider.querySelector('input').addEventListener('input', e => setSlider(slider, e.target.value));
        slider.querySelector('.stack').addEventListener('mousemove', e => {
          const box = e.currentTarget.getBoundingClientRect();
          setSlider(slider, Math.round(100 * Math.min(1, Math.max(0, (e.clientX - box.left) / box.width))));
        });
        blend.querySelector('input').addEventListener('input', e => setBlend(blend, e.target.value));
        toggle.querySelector('.flip').addEventListener('click', () => flip(toggle));
        toggle.querySelector('.stack').addEventListener('click', () => flip(toggle));
      }
      section.addEventListener('click', () => { current = sections.indexOf(section); sections.forEach((s, i) => s.classList.toggle('current', i === current)); });
      section.querySelectorAll('img').forEach(i => i.addEventListener('load', () => layout(section)));
    });
    document.addEventListener('keydown', e => {
      if (e.target.closest && e.target.closest('input,select')) return;
      const section = sections[Math.max(0, current)];
      if (e.key === 'j' || e.key === 'ArrowDown' || e.key === 'n') { go(current + 1); e.preventDefault(); }
      else if (e.key === 'k' || e.key === 'ArrowUp' || e.key === 'p') { go(current - 1); e.preventDefault(); }
      else if (e.key === 't') document.querySelectorAll('.view.toggle.on').forEach(flip);
      else if (section && /^[1-6]$/.test(e.key)) {
        const tab = section.querySelectorAll('.tabs button')[Number(e.key) - 1];
        if (tab) show(section, tab.dataset.view);
      }
    });
    const relayout = () => sections.forEach(layout);
    document.getElementById('zoom').addEventListener('change', relayout);
    window.addEventListener('resize', relayout);
    window.addEventListener('load', () => {
      relayout();
      const target = sections.findIndex(s => '#' + s.id === location.hash);
      if (target >= 0) go(target);
    });
    function selfTest() {
      const results = {};
      const images = [...document.querySelectorAll('img')];
      results.images = images.length;
      results.imagesLoaded = images.filter(i => i.complete && i.naturalWidth > 0).length;
      results.failures = sections.length;
      results.green = !!document.querySelector('.summary.green');
      const section = sections.find(s => s.querySelector('.view.slider .top'));
      if (section) {
        // Every failure's change view is magnified where its area is small, and inside the
        // window whatever its size.
        results.change = sections.filter(s => bounds(s) && s.querySelector('.crop img')).every(s => {
          show(s, 'change');
          const crops = [...s.querySelectorAll('.crop')];
          const img = crops[0].querySelector('img');
          const inside = crops.every(c => c.getBoundingClientRect().right <= s.getBoundingClientRect().right + 1);
          const ok = s.querySelector('.view.change.on') !== null && Number(crops[0].dataset.scale) > 0 && inside &&
            img.getBoundingClientRect().width >= crops[0].clientWidth - 1;
          show(s, 'side');
          return ok;
        });
        show(section, 'side');
        results.fit = [...section.querySelectorAll('.side img')].every(i => i.getBoundingClientRect().right <= innerWidth + 1);
        show(section, 'slider');
        const slider = section.querySelector('.view.slider');
        results.tabs = getComputedStyle(slider).display !== 'none' && getComputedStyle(section.querySelector('.view.side')).display === 'none';
        const input = slider.querySelector('input');
        input.value = 30;
        input.dispatchEvent(new Event('input'));
        results.slider = slider.querySelector('.top').style.clipPath.includes('30%') && slider.querySelector('.divider').style.left === '30%';
        show(section, 'blend');
        const blend = section.querySelector('.view.blend'), blendInput = blend.querySelector('input');
        blendInput.value = 25;
        blendInput.dispatchEvent(new Event('input'));
        results.blend = getComputedStyle(blend.querySelector('.top')).opacity === '0.25';
        show(section, 'toggle');
        const toggle = section.querySelector('.view.toggle'), top = toggle.querySelector('.top');
        const before = getComputedStyle(top).visibility;
        toggle.querySelector('.stack').click();
        const after = getComputedStyle(top).visibility;
        toggle.querySelector('.flip').click();
        results.toggle = before === 'visible' && after === 'hidden' && getComputedStyle(top).visibility === 'visible';
        show(section, bounds(section) ? 'change' : 'side');
        current = -1;
        document.dispatchEvent(new KeyboardEvent('keydown', {key: 'j'}));
        document.dispatchEvent(new KeyboardEvent('keydown', {key: 'j'}));
        const second = current === Math.min(1, sections.length - 1);
        document.dispatchEvent(new KeyboardEvent('keydown', {key: 'k'}));
        results.keys = second && current === 0 && sections[0].classList.contains('current');
      }
      const out = document.getElementById('selftest');
      out.textContent = 'SELFTEST ' + JSON.stringify(results);
      out.hidden = false;
    }
    if (location.hash === '#selftest') {
      if (document.readyState === 'complete') selfTest(); else window.addEventListener('load', selfTest);
    }
    """
}
