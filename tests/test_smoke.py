import asyncio


def test_main_runs_a_few_frames():
    import main

    assert asyncio.run(main.main(max_frames=5)) == 0
