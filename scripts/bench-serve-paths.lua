-- wrk script for scripts/bench serve: requests the paths listed in the file
-- $PATHS (one per line) in turn, each thread from its own offset. With $RATE
-- set (requests/s for the whole run), every connection waits between requests
-- so that the connections together send about RATE requests/s: wrk has no
-- fixed-rate mode (wrk2 is not in Debian), so this paces with wrk's delay()
-- hook. Latency is then measured per request at that offered load (without
-- wrk2's correction for coordinated omission; at loads well below capacity
-- the two agree).
local paths = {}
for line in io.lines(os.getenv("PATHS")) do
  if #line > 0 then paths[#paths + 1] = line end
end
local rate = tonumber(os.getenv("RATE") or "0")
local connections = tonumber(os.getenv("CONNECTIONS") or "1")
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("start", counter * 7919)
end

function init(args)
  index = start or 0
end

function request()
  index = index + 1
  return wrk.format("GET", paths[(index % #paths) + 1])
end

if rate > 0 then
  local wait = connections * 1000 / rate
  function delay()
    return wait
  end
end
