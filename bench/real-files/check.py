#!/usr/bin/env python3
"""Check every non-empty string in DIR/truth/*.pdf.json appears in pdftotext output of DIR/docs/pdf/<id>.pdf.
Usage: python3 bench/real-files/check.py DIR
Tries: pdftotext -layout and plain pdftotext; normalised whitespace/dashes/quotes/ligatures;
fallback comparison with all whitespace removed (reported as 'nows' match, still OK)."""
import json, os, re, subprocess, sys, glob, unicodedata
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()

def norm(s):
    s = unicodedata.normalize('NFKC', s)  # ligatures fi/fl etc.
    for a, b in [('\ufb01', 'fi'), ('\ufb02', 'fl'), ('\ufb00', 'ff'), ('\ufb03', 'ffi'), ('\ufb04', 'ffl')]:
        s = s.replace(a, b)
    s = re.sub('[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u00ad-]+', '-', s)
    s = re.sub('[\u2018\u2019\u201a\u2032`\u00b4]', "'", s)
    s = re.sub('[\u201c\u201d\u201e\u2033]', '"', s)
    s = s.replace("''", '"')
    s = re.sub(r'\s+', ' ', s)
    s = re.sub(r' ?- ?', '-', s)      # dash spacing variants
    return s.strip()

def texts(pdf):
    out = []
    for args in (['-layout'], [], ['-raw']):
        t = subprocess.run(['pdftotext', *args, pdf, '-'], capture_output=True, text=True).stdout
        # join words hyphenated at line end
        t2 = re.sub(r'(\w)-\n\s*(\w)', r'\1\2', t)
        out += [norm(t), norm(t2)]
    # block-wise text from -bbox-layout (keeps each column block together)
    x = subprocess.run(['pdftotext', '-bbox-layout', pdf, '-'], capture_output=True, text=True).stdout
    blocks = []
    for b in re.findall(r'<block[^>]*>(.*?)</block>', x, re.S):
        lines = []
        for l in re.findall(r'<line[^>]*>(.*?)</line>', b, re.S):
            words = re.findall(r'<word[^>]*>(.*?)</word>', l, re.S)
            lines.append(' '.join(words))
        blocks.append('\n'.join(lines))
    import html
    bt = html.unescape('\n'.join(blocks))
    out += [norm(bt), norm(re.sub(r'(\w)-\n\s*(\w)', r'\1\2', bt))]
    return out

def strings(obj, path=''):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from strings(v, f'{path}.{k}' if path else k)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from strings(v, f'{path}[{i}]')
    elif isinstance(obj, str) and obj.strip():
        yield path, obj

KEYS = {"fullName","email","phone","linkedin","profile","education","experience","projects","skills","certifications","publications"}

def main():
    bad_total = 0
    files = sorted(glob.glob(os.path.join(ROOT, 'truth', '*.pdf.json')))
    for f in files:
        doc = os.path.basename(f)[:-len('.pdf.json')]
        pdf = os.path.join(ROOT, 'docs', 'pdf', doc + '.pdf')
        truth = json.load(open(f))
        problems = []
        if set(truth) != KEYS:
            problems.append(f'keys differ: {sorted(set(truth) ^ KEYS)}')
        if not os.path.exists(pdf):
            problems.append('missing pdf')
        else:
            ts = texts(pdf)
            tsl = [t.lower() for t in ts]
            tsn = [re.sub(r'\s', '', t) for t in ts]
            tsnl = [t.lower() for t in tsn]
            for path, val in strings(truth):
                v = norm(val)
                if any(v in t for t in ts):
                    continue
                vn = re.sub(r'\s', '', v)
                if any(vn in t for t in tsn):
                    continue
                if any(vn.lower() in t for t in tsnl):
                    problems.append(f'case-only  {path}: {val!r}')
                    continue
                problems.append(f'NOT FOUND  {path}: {val!r}')
        n_nf = sum(p.startswith('NOT FOUND') for p in problems)
        bad_total += n_nf
        print(f'{doc}: {"OK" if not problems else str(len(problems)) + " issue(s)"}')
        for p in problems:
            print('   ', p)
    print(f'\n{len(files)} documents, {bad_total} value(s) not found')

if __name__ == '__main__':
    main()
