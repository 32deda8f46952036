"""leaderboard"""
